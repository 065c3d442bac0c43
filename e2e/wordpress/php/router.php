<?php
/**
 * Router for PHP's built-in server: files are served as they are, PHP files run with the
 * suite's root as ABSPATH (so they read its wp-config.php), everything else goes to
 * WordPress's index.php, as a web server's rewrite rules would send it.
 */
$root = getenv( 'BACKSTAGE_WP_ROOT' );
define( 'ABSPATH', $root . '/' );
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$file = realpath( $root . $path );
$inside = false !== $file && ( 0 === strpos( $file, realpath( $root ) ) || 0 === strpos( $file, '/usr/share/wordpress/' ) );
if ( $inside && is_file( $file ) && '.php' !== substr( $file, -4 ) ) {
	return false;
}
if ( $inside && is_dir( $file ) && is_file( "{$file}/index.php" ) ) {
	$file .= '/index.php';
}
if ( $inside && is_file( $file ) && '.php' === substr( $file, -4 ) && 'router.php' !== basename( $file ) ) {
	chdir( dirname( $file ) );
	require $file;
	return true;
}
chdir( $root );
require $root . '/index.php';
