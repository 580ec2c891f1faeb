ALTER TABLE `shopping_items` ADD `pack` text;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `price_cents` integer;