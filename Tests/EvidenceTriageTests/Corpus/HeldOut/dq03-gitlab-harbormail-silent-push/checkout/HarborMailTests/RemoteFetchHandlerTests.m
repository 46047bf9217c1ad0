#import <XCTest/XCTest.h>
#import "HMRemoteFetchHandler.h"

@interface HMFakeSyncer : NSObject <HMMailboxSyncing>
@property (nonatomic) NSUInteger newMessages;
@property (nonatomic, strong, nullable) NSError *error;
@end

@implementation HMFakeSyncer
- (void)syncMailbox:(NSString *)mailboxID completion:(void (^)(NSUInteger, NSError *))completion {
    completion(self.newMessages, self.error);
}
@end

@interface RemoteFetchHandlerTests : XCTestCase
@property (nonatomic, strong) HMFakeSyncer *syncer;
@property (nonatomic, strong) HMRemoteFetchHandler *handler;
@property (nonatomic, strong) NSMutableArray<NSNumber *> *fetchResults;
@end

@implementation RemoteFetchHandlerTests

- (void)setUp {
    [super setUp];
    self.syncer = [HMFakeSyncer new];
    self.handler = [[HMRemoteFetchHandler alloc] initWithSyncer:self.syncer];
    self.fetchResults = [NSMutableArray array];
}

- (void)testNewMessagesReportNewData {
    self.syncer.newMessages = 3;
    [self.handler handleRemoteNotification:@{@"aps": @{@"content-available": @1}, @"hm": @{@"mailbox": @"INBOX"}}
                         completionHandler:^(UIBackgroundFetchResult result) { [self.fetchResults addObject:@(result)]; }];
    XCTAssertEqualObjects(self.fetchResults, @[@(UIBackgroundFetchResultNewData)]);
}

/// UIKit expects the fetch completion handler exactly once per push, even when
/// the payload is unusable; otherwise the system penalises future background pushes.
- (void)testCompletionCalledWhenPayloadMalformed {
    [self.handler handleRemoteNotification:@{@"aps": @{@"content-available": @1}, @"hm": @"INBOX"}
                         completionHandler:^(UIBackgroundFetchResult result) { [self.fetchResults addObject:@(result)]; }];

    XCTAssertEqual(self.fetchResults.count, 1u, @"fetch completion handler must be called on the malformed-payload path");
    XCTAssertEqualObjects(self.fetchResults.firstObject, @(UIBackgroundFetchResultFailed));
}

@end
