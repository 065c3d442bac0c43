<?php
/**
 * Plugin Name:       Backstage Headless
 * Description:       The content model the Backstage salon website reads over the REST API: post types, taxonomies, the `acf` fields, menu order, languages and translations, the salon finder, and the revalidation webhook to the site.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       backstage-headless
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/content-model.php';
require_once __DIR__ . '/includes/field-values.php';
require_once __DIR__ . '/includes/rest-fields.php';
require_once __DIR__ . '/includes/language.php';
require_once __DIR__ . '/includes/translations.php';
require_once __DIR__ . '/includes/language-fields.php';
require_once __DIR__ . '/includes/salon-finder.php';
require_once __DIR__ . '/includes/revalidation.php';
require_once __DIR__ . '/includes/settings-page.php';
require_once __DIR__ . '/includes/term-order-field.php';

add_action( 'init', 'backstage_headless_register_content_model' );

register_activation_hook(
	__FILE__,
	static function () {
		backstage_headless_register_content_model();
		flush_rewrite_rules();
	}
);
