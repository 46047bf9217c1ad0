#import <XCTest/XCTest.h>

/// Reads the Info.plist of the service extension embedded in the test host.
@interface ServiceExtensionBundleTests : XCTestCase
@end

@implementation ServiceExtensionBundleTests

- (NSDictionary *)extensionInfo {
    NSURL *appex = [[NSBundle mainBundle].builtInPlugInsURL URLByAppendingPathComponent:@"CourierlyNotificationService.appex"];
    return [NSBundle bundleWithURL:appex].infoDictionary[@"NSExtension"];
}

- (void)testExtensionPointIsNotificationService {
    XCTAssertEqualObjects(self.extensionInfo[@"NSExtensionPointIdentifier"], @"com.apple.usernotifications.service");
}

- (void)testPrincipalClassNamesTheServiceClass {
    XCTAssertEqualObjects(self.extensionInfo[@"NSExtensionPrincipalClass"], @"CourierNotificationService",
                          @"NSExtensionPrincipalClass must name the service class or the extension never runs");
}

@end
