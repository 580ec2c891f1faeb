CREATE TABLE `households` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`subscription_type` text DEFAULT 'free' NOT NULL,
	`subscription_expires_at` text,
	`subscription_cancel_at_period_end` integer DEFAULT false NOT NULL,
	`pantry_mode` text DEFAULT 'apart' NOT NULL,
	`pantry_items` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `household_invitations` (
	`code` text PRIMARY KEY NOT NULL,
	`household_id` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`used_by` text,
	FOREIGN KEY (`household_id`) REFERENCES `households`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`used_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `household_invitations_household` ON `household_invitations` (`household_id`);
--> statement-breakpoint
-- SQLite adds a column with its foreign key only when the column starts NULL: it is backfilled below.
ALTER TABLE `users` ADD `household_id` text REFERENCES households(id) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `users` ADD `household_role` text DEFAULT 'owner' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `joined_household_at` text;
--> statement-breakpoint
ALTER TABLE `week_plans` ADD `household_id` text REFERENCES households(id) ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE `meal_plans` ADD `household_id` text REFERENCES households(id) ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE `shopping_lists` ADD `household_id` text REFERENCES households(id) ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE `favorites` ADD `household_id` text REFERENCES households(id) ON DELETE cascade;
--> statement-breakpoint
-- Backfill: every existing account gets a household of its own (same id as the account, so the
-- statements below need no lookup), as its owner, with the subscription of the account. Everything
-- it planned, saved, listed and starred becomes the household data.
INSERT INTO `households` (`id`, `name`, `subscription_type`, `subscription_expires_at`, `subscription_cancel_at_period_end`, `created_at`)
  SELECT `id`, substr('Foyer de ' || `name`, 1, 60), `subscription_type`, `subscription_expires_at`, `subscription_cancel_at_period_end`, `created_at` FROM `users`;
--> statement-breakpoint
UPDATE `users` SET `household_id` = `id`, `household_role` = 'owner', `joined_household_at` = `created_at`;
--> statement-breakpoint
UPDATE `week_plans` SET `household_id` = `user_id`;
--> statement-breakpoint
UPDATE `meal_plans` SET `household_id` = `user_id`;
--> statement-breakpoint
UPDATE `shopping_lists` SET `household_id` = `user_id`;
--> statement-breakpoint
UPDATE `favorites` SET `household_id` = `user_id`;
--> statement-breakpoint
DROP INDEX `favorites_user_recipe`;
--> statement-breakpoint
CREATE UNIQUE INDEX `favorites_household_recipe` ON `favorites` (`household_id`,`recipe_id`);
--> statement-breakpoint
CREATE INDEX `favorites_user` ON `favorites` (`user_id`);
--> statement-breakpoint
CREATE INDEX `users_household` ON `users` (`household_id`);
--> statement-breakpoint
CREATE INDEX `meal_plans_household` ON `meal_plans` (`household_id`);
--> statement-breakpoint
CREATE INDEX `week_plans_household` ON `week_plans` (`household_id`);
--> statement-breakpoint
CREATE INDEX `shopping_lists_household` ON `shopping_lists` (`household_id`);
--> statement-breakpoint
-- An account written without its household (seed data, an older writer) gets one of its own at once.
CREATE TRIGGER `users_household_default` AFTER INSERT ON `users` WHEN NEW.`household_id` IS NULL BEGIN INSERT OR IGNORE INTO `households` (`id`, `name`, `subscription_type`, `subscription_expires_at`, `subscription_cancel_at_period_end`, `created_at`) VALUES (NEW.`id`, substr('Foyer de ' || NEW.`name`, 1, 60), NEW.`subscription_type`, NEW.`subscription_expires_at`, NEW.`subscription_cancel_at_period_end`, NEW.`created_at`); UPDATE `users` SET `household_id` = NEW.`id`, `household_role` = 'owner', `joined_household_at` = NEW.`created_at` WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- A row written without its household (seed data, an older writer) gets the household of its author.
CREATE TRIGGER `week_plans_household_default` AFTER INSERT ON `week_plans` WHEN NEW.`household_id` IS NULL BEGIN UPDATE `week_plans` SET `household_id` = (SELECT `household_id` FROM `users` WHERE `id` = NEW.`user_id`) WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `meal_plans_household_default` AFTER INSERT ON `meal_plans` WHEN NEW.`household_id` IS NULL BEGIN UPDATE `meal_plans` SET `household_id` = (SELECT `household_id` FROM `users` WHERE `id` = NEW.`user_id`) WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `shopping_lists_household_default` AFTER INSERT ON `shopping_lists` WHEN NEW.`household_id` IS NULL BEGIN UPDATE `shopping_lists` SET `household_id` = (SELECT `household_id` FROM `users` WHERE `id` = NEW.`user_id`) WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `favorites_household_default` AFTER INSERT ON `favorites` WHEN NEW.`household_id` IS NULL BEGIN UPDATE `favorites` SET `household_id` = (SELECT `household_id` FROM `users` WHERE `id` = NEW.`user_id`) WHERE `id` = NEW.`id`; END;
