<?php
/** An "Order" field on the add and edit forms of the content model's categories (term meta `menu_order`). */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'backstage_headless_register_term_order_field', 20 );

function backstage_headless_register_term_order_field() {
	foreach ( array_keys( backstage_headless_taxonomies() ) as $taxonomy ) {
		add_action( "{$taxonomy}_add_form_fields", 'backstage_headless_term_order_add_field' );
		add_action( "{$taxonomy}_edit_form_fields", 'backstage_headless_term_order_edit_field' );
		add_action( "created_{$taxonomy}", 'backstage_headless_save_term_order' );
		add_action( "edited_{$taxonomy}", 'backstage_headless_save_term_order' );
	}
}

function backstage_headless_term_order_add_field() {
	?>
	<div class="form-field">
		<label for="backstage-menu-order">Order</label>
		<input type="number" id="backstage-menu-order" name="backstage_menu_order" value="0" step="1">
		<p>Lower numbers come first among the category's siblings.</p>
	</div>
	<?php
}

function backstage_headless_term_order_edit_field( $term ) {
	?>
	<tr class="form-field">
		<th scope="row"><label for="backstage-menu-order">Order</label></th>
		<td>
			<input type="number" id="backstage-menu-order" name="backstage_menu_order" value="<?php echo esc_attr( (string) backstage_headless_term_order( $term->term_id ) ); ?>" step="1">
			<p class="description">Lower numbers come first among the category's siblings.</p>
		</td>
	</tr>
	<?php
}

/** Saves the field when the admin form sent it (its own nonce check is the term form's). */
function backstage_headless_save_term_order( $term_id ) {
	if ( ! isset( $_POST['backstage_menu_order'] ) || ! current_user_can( 'edit_term', $term_id ) ) { // phpcs:ignore WordPress.Security.NonceVerification
		return;
	}
	update_term_meta( $term_id, 'menu_order', (int) $_POST['backstage_menu_order'] ); // phpcs:ignore WordPress.Security.NonceVerification
}
