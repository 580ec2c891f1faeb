ALTER TABLE `orders` ADD `total_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `missing` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `partner_order_id` text;