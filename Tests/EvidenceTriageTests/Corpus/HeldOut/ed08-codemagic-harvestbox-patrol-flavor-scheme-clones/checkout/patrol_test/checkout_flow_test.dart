import 'package:harvest_box/main_staging.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('checkout flow: add a box and pay with test card', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $('Weekly boxes').tap();
    await $('Family Classic').tap();
    await $('Add to cart').tap();
    await $('Checkout').tap();
    await $(#cardNumber).enterText('4242424242424242');
    await $('Pay now').tap();
    await $('Order confirmed').waitUntilVisible();
  });
}
