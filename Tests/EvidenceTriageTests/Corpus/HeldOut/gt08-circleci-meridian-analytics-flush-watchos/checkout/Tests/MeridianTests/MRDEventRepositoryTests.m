//
//  MRDEventRepositoryTests.m
//  MeridianTests
//

#import <XCTest/XCTest.h>
#import "MRDEventRepository.h"
#import "MRDTestDoubles.h"

@interface MRDEventRepositoryTests : XCTestCase
@property (nonatomic, strong) MRDFakeNetworkManager *network;
@property (nonatomic, strong) MRDEventStore *store;
@end

@implementation MRDEventRepositoryTests

- (void)setUp {
    self.network = [MRDFakeNetworkManager new];
    self.store = [MRDEventStore inMemoryStore];
    for (int i = 0; i < 12; i++) {
        [self.store addEvent:[MRDEvent trackEventNamed:[NSString stringWithFormat:@"Screen %d", i]]];
    }
}

- (void)testFlushAfterConfigFetchUploadsOneBatch {
    MRDConfig *config = [MRDConfig configWithDataPlaneURL:@"https://dp.meridian.test"];
    MRDEventRepository *repository = [[MRDEventRepository alloc] initWithConfig:config store:self.store network:self.network];
    [repository applyServerConfig:[MRDServerConfig configWithDataPlaneURL:@"https://dp.meridian.test"]];

    XCTestExpectation *flushed = [self expectationWithDescription:@"flush"];
    [repository flushWithCompletion:^(BOOL ok) { [flushed fulfill]; }];
    [self waitForExpectations:@[flushed] timeout:5];
    XCTAssertEqual(self.network.uploadedBatches.count, 1);
}

- (void)testFlushBeforeConfigFetchDoesNotThrow {
    // The app can call flush before the first server-config fetch returns.
    MRDConfig *config = [MRDConfig configWithDataPlaneURL:@"https://dp.meridian.test"];
    MRDEventRepository *repository = [[MRDEventRepository alloc] initWithConfig:config store:self.store network:self.network];

    XCTestExpectation *flushed = [self expectationWithDescription:@"flush"];
    [repository flushWithCompletion:^(BOOL ok) { [flushed fulfill]; }];
    [self waitForExpectations:@[flushed] timeout:5];
    XCTAssertEqual(self.network.uploadedBatches.count, 1);
}

@end
