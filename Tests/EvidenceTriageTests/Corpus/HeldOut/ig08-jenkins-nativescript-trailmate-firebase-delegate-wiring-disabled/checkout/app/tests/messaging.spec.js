var firebase = require("nativescript-plugin-firebase");
var expect = require("chai").expect;

describe("Messaging", function () {
  it("obtains a push token on startup", function () {
    this.timeout(15000);
    return firebase.getCurrentPushToken().then(function (token) {
      expect(token, "FCM token").to.be.a("string").and.not.empty;
    });
  });

  it("passes a background data message to onMessageReceivedCallback", function () {
    // What iOS calls for a content-available push; the plugin installs this on the app delegate.
    var delegate = UIApplication.sharedApplication.delegate;
    var selector = "application:didReceiveRemoteNotification:fetchCompletionHandler:";
    expect(delegate.respondsToSelector(selector), selector + " on " + delegate.constructor.name).to.equal(true);
  });
});
