//
//  CheckoutFlowUITests.m
//  RunnerUITests
//
//  Drives the native paywall sheet that the Flutter checkout flow presents.
//

#import <XCTest/XCTest.h>

static NSString *const kPaywallSheet = @"ptarmigan-paywall-sheet";

@interface CheckoutFlowUITests : XCTestCase
@property(nonatomic, strong) XCUIApplication *app;
@end

@implementation CheckoutFlowUITests

- (void)launchWithArguments:(NSArray<NSString *> *)arguments {
  self.app = [[XCUIApplication alloc] init];
  self.app.launchArguments = arguments;
  [self.app launch];
}

- (void)setUp {
  self.continueAfterFailure = NO;
  [super setup];
  [self launchWithArguments:@[ @"--flutter-route=/checkout", @"--stub-store=sandbox" ]];
}

- (void)testPaywallSheetShowsAnnualPlan {
  XCUIElement *sheet = self.app.otherElements[kPaywallSheet];
  XCTAssertTrue([sheet waitForExistenceWithTimeout:10]);
  XCTAssertTrue(self.app.buttons[@"plan-annual"].exists);
}

- (void)testRestorePurchasesButtonIsReachable {
  XCUIElement *restore = self.app.buttons[@"restore-purchases"];
  XCTAssertTrue([restore waitForExistenceWithTimeout:10]);
}

@end
