//
//  KSBackgroundFetchTests.m
//  KestrelWalletTests
//

#import <XCTest/XCTest.h>
#import <KestrelSync/KSSync.h>
#import "KSFakeTask.h"

@interface KSBackgroundFetchTests : XCTestCase
@end

@implementation KSBackgroundFetchTests

- (void)testBlockSyncTaskIsRegisteredAtLaunch {
    XCTAssertTrue([KSSync sharedSyncController].blockSyncTaskRegistered);
}

- (void)testMasternodeListTaskIsRegisteredAtLaunch {
    XCTAssertTrue([KSSync sharedSyncController].masternodeListTaskRegistered,
                  @"%@ was not registered by -registerBackgroundFetchOnce", KSMasternodeListSyncIdentifier);
}

- (void)testAlreadySyncedFetchReportsSuccess {
    KSSync *sync = [KSSync sharedSyncController];
    sync.chainSyncProgress = 1.0;
    KSFakeTask *task = [[KSFakeTask alloc] init];
    task.identifier = KSBackgroundBlockSyncIdentifier;

    [sync runBlockSyncTask:task];

    XCTAssertEqual(task.completionCount, 1u);
    XCTAssertTrue(task.completedSuccess, @"a wake that finds the chain already synced must not be reported to the system as a failure");
}

- (void)testExpirationWithLowProgressReportsFailure {
    KSSync *sync = [KSSync sharedSyncController];
    sync.chainSyncProgress = 0.05;
    KSFakeTask *task = [[KSFakeTask alloc] init];
    task.identifier = KSBackgroundBlockSyncIdentifier;

    [sync runBlockSyncTask:task];
    task.expirationHandler();

    XCTAssertEqual(task.completionCount, 1u);
    XCTAssertFalse(task.completedSuccess);
}

@end
