ALTER TABLE `recipes` ADD `source` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `source_key` text;--> statement-breakpoint
CREATE INDEX `recipes_source_key` ON `recipes` (`source_key`);