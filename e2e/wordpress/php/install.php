<?php
/** Installs the suite's WordPress: `php install.php SITE_URL SECRET`. */
require __DIR__ . '/load-wordpress.php';
define( 'WP_INSTALLING', true );

/** WordPress mails the new site's password to its administrator; there is no mail here. */
function wp_new_blog_notification() {}

require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

[ , $site_url, $secret ] = $argv;

$installed = wp_install( 'Backstage', 'admin', 'admin@example.com', false, '', wp_generate_password( 24 ) );
wp_set_current_user( $installed['user_id'] );

global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );

$activated = activate_plugin( 'backstage-headless/backstage-headless.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, $activated->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'backstage_headless_site_url', $site_url );
update_option( 'backstage_headless_secret', $secret );
flush_rewrite_rules( false );
echo "installed\n";
