<?php
/**
 * Loads the site's dataset (`content/*.json`) into a WordPress that has the Backstage
 * Headless plugin active, keeping ids. No WP-CLI needed:
 *
 *   php wordpress/import.php [--wordpress=/path/to/wordpress] [--host=cms.example.co.uk] content/
 *
 * `--wordpress` is the folder holding wp-load.php (default: $WORDPRESS_PATH, else Debian's
 * /usr/share/wordpress); `--host` is the site's host name, which Debian's packaged
 * WordPress uses to pick its configuration file.
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$options   = getopt( '', array( 'wordpress:', 'host:' ), $rest );
$directory = $argv[ $rest ] ?? null;
if ( null === $directory || ! is_dir( $directory ) ) {
	fwrite( STDERR, "Usage: php wordpress/import.php [--wordpress=PATH] [--host=HOST] DIRECTORY\n" );
	exit( 2 );
}
$wordpress = rtrim( $options['wordpress'] ?? ( getenv( 'WORDPRESS_PATH' ) ?: '/usr/share/wordpress' ), '/' );
if ( ! is_readable( "{$wordpress}/wp-load.php" ) ) {
	fwrite( STDERR, "No WordPress at {$wordpress} (set --wordpress or WORDPRESS_PATH)\n" );
	exit( 2 );
}

// WordPress's own folder, named before wp-load.php runs, is where it looks for wp-config.php.
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', $wordpress . '/' );
}
$_SERVER['HTTP_HOST']   = $options['host'] ?? ( $_SERVER['HTTP_HOST'] ?? 'localhost' );
$_SERVER['REQUEST_URI'] = '/';
require "{$wordpress}/wp-load.php";

if ( ! function_exists( 'backstage_headless_post_types' ) ) {
	fwrite( STDERR, "Activate the Backstage Headless plugin first.\n" );
	exit( 1 );
}
require_once __DIR__ . '/backstage-headless/includes/importer.php';

$started  = microtime( true );
$failures = backstage_headless_import_directory(
	realpath( $directory ),
	static function ( $line ) {
		echo $line, "\n";
	}
);
printf( "Imported in %.1f s, %d failure(s)\n", microtime( true ) - $started, $failures );
exit( $failures > 0 ? 1 : 0 );
