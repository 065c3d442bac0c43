<?php
/**
 * Settings → Backstage site: the site's address and revalidation secret, the content
 * language, and how the last revalidation call went.
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_init', 'backstage_headless_register_settings' );
add_action( 'admin_menu', 'backstage_headless_add_settings_page' );

function backstage_headless_register_settings() {
	register_setting(
		'backstage_headless',
		'backstage_headless_site_url',
		array(
			'type'              => 'string',
			'sanitize_callback' => static function ( $value ) {
				return rtrim( esc_url_raw( trim( (string) $value ) ), '/' );
			},
			'default'           => '',
		)
	);
	register_setting(
		'backstage_headless',
		'backstage_headless_secret',
		array(
			'type'              => 'string',
			// An empty field keeps the stored secret, which is never printed back into the form.
			'sanitize_callback' => static function ( $value ) {
				$value = trim( (string) $value );
				return '' === $value ? (string) get_option( 'backstage_headless_secret', '' ) : $value;
			},
			'default'           => '',
		)
	);
	register_setting(
		'backstage_headless',
		'backstage_headless_language',
		array(
			'type'              => 'string',
			'sanitize_callback' => static function ( $value ) {
				$value = strtolower( trim( (string) $value ) );
				return preg_match( '/^[a-z]{2}(-[a-z]{2,4})?$/', $value ) ? $value : 'en';
			},
			'default'           => 'en',
		)
	);
}

function backstage_headless_add_settings_page() {
	add_options_page( 'Backstage site', 'Backstage site', 'manage_options', 'backstage-headless', 'backstage_headless_render_settings_page' );
}

function backstage_headless_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$last       = get_option( 'backstage_headless_last_revalidation' );
	$has_secret = '' !== backstage_headless_secret();
	?>
	<div class="wrap">
		<h1>Backstage site</h1>
		<p>When a service, category, salon, master, skill, article, vacancy or page is saved, trashed or deleted, WordPress asks the site to refresh that collection.</p>
		<form method="post" action="options.php">
			<?php settings_fields( 'backstage_headless' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="backstage-site-url">Site address</label></th>
					<td>
						<input type="url" id="backstage-site-url" name="backstage_headless_site_url" class="regular-text" value="<?php echo esc_attr( get_option( 'backstage_headless_site_url', '' ) ); ?>" placeholder="https://www.example.co.uk" <?php disabled( defined( 'BACKSTAGE_SITE_URL' ) ); ?>>
						<p class="description">The site's origin; it is called at <code>/api/revalidate</code>.<?php echo defined( 'BACKSTAGE_SITE_URL' ) ? ' Set in wp-config.php.' : ''; ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="backstage-secret">Revalidation secret</label></th>
					<td>
						<input type="password" id="backstage-secret" name="backstage_headless_secret" class="regular-text" value="" autocomplete="new-password" <?php disabled( defined( 'BACKSTAGE_REVALIDATE_SECRET' ) ); ?>>
						<p class="description">The site's <code>REVALIDATE_SECRET</code>, sent in the <code>x-revalidate-secret</code> header. <?php echo $has_secret ? 'A secret is set; leave empty to keep it.' : 'No secret is set: the site is not called.'; ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="backstage-language">Content language</label></th>
					<td>
						<input type="text" id="backstage-language" name="backstage_headless_language" class="small-text" value="<?php echo esc_attr( backstage_headless_content_language() ); ?>">
						<p class="description">The language of items without a <code>lang</code> field, for the feed's <code>?lang=</code> query.</p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
		<h2>Last call to the site</h2>
		<p>
			<?php
			if ( is_array( $last ) ) {
				echo esc_html( sprintf( '%s: %s, %s', wp_date( 'Y-m-d H:i:s', $last['time'] ), $last['what'], $last['outcome'] ) );
			} else {
				echo 'None yet.';
			}
			?>
		</p>
	</div>
	<?php
}
