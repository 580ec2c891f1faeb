CREATE TABLE `pantry_applied` (
	`household_id` text NOT NULL,
	`key` text NOT NULL,
	`deltas` text DEFAULT '[]' NOT NULL,
	`applied_at` text NOT NULL,
	PRIMARY KEY(`household_id`, `key`),
	FOREIGN KEY (`household_id`) REFERENCES `households`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pantry_items` (
	`household_id` text NOT NULL,
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`ingredient_id` text,
	`quantity` real,
	`unit` text,
	`best_before` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`household_id`) REFERENCES `households`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pantry_items_household_idx` ON `pantry_items` (`household_id`);--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `have` text;--> statement-breakpoint
-- The staples the households declared (a JSON array of names) become one row each, without a quantity.
INSERT INTO `pantry_items` (`household_id`, `id`, `name`, `ingredient_id`, `quantity`, `unit`, `best_before`, `updated_at`)
SELECT `households`.`id`, lower(hex(randomblob(16))), trim(`staple`.`value`), NULL, NULL, NULL, NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `households`, json_each(`households`.`pantry_items`) AS `staple`
WHERE json_valid(`households`.`pantry_items`) AND `staple`.`type` = 'text' AND trim(`staple`.`value`) <> '';
