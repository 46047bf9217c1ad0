import 'package:flutter/material.dart';
import 'package:patrol/patrol.dart';
import 'package:tern/main.dart' as app;

void main() {
  patrolTest('signupShowsInvalidEmailSnackbar', ($) async {
    await app.main();
    await $(#goToSignup).tap();
    await $(#signupEmail).enterText('not-an-email');
    await $(#signupSubmit).tap();
    expect($(SnackBar).$('Enter a valid email address'), findsOneWidget);
  });

  patrolTest('profileEditAvatar', ($) async {
    await app.main(signedIn: true);
    await $(#tabProfile).tap();
    await $(#editAvatar).tap();
    await $.native.tap(Selector(text: 'Choose from Library'));
    await $.native.tap(Selector(text: 'Recents'));
    expect($(#avatarImage), findsOneWidget);
  });
}
