CREATE TABLE `shopping_list_ops` (
	`list_id` text NOT NULL,
	`op_id` text NOT NULL,
	`applied_at` integer NOT NULL,
	PRIMARY KEY(`list_id`, `op_id`),
	FOREIGN KEY (`list_id`) REFERENCES `shopping_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `purchased_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `purchased_by` text;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `deleted_at` integer;