#import <XCTest/XCTest.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>

@interface BackgroundFetchSetupTests : XCTestCase
@end

@implementation BackgroundFetchSetupTests

- (void)testFetchIdentifierIsPermitted {
  NSArray *permitted = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"BGTaskSchedulerPermittedIdentifiers"];
  XCTAssertTrue([permitted containsObject:@"com.transistorsoft.fetch"]);
}

- (void)testTrailSyncIdentifierIsPermitted {
  NSArray *permitted = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"BGTaskSchedulerPermittedIdentifiers"];
  XCTAssertTrue([permitted containsObject:@"com.transistorsoft.trailmix.trail-sync"]);
}

@end
