#import <XCTest/XCTest.h>
#import <React/RCTBridge.h>
#import <BackgroundTasks/BackgroundTasks.h>
#import "MossTestHost.h"

@interface BackgroundFetchBridgeTests : XCTestCase
@end

@implementation BackgroundFetchBridgeTests

- (void)testNativeModuleRegistered {
  RCTBridge *bridge = [MossTestHost sharedBridge];
  XCTAssertNotNil([bridge moduleForName:@"RNBackgroundFetch"]);
}

- (void)testSimulatedFetchDeliversEvent {
  XCTestExpectation *delivered = [self expectationWithDescription:@"onFetch delivered to JS"];
  [MossTestHost observeJSEvent:@"fetch" handler:^{ [delivered fulfill]; }];
  [[BGTaskScheduler sharedScheduler] performSelector:NSSelectorFromString(@"_simulateLaunchForTaskWithIdentifier:")
                                          withObject:@"com.transistorsoft.fetch"];
  [self waitForExpectations:@[delivered] timeout:10];
}

@end
