//
//  FeedRepositorySpec.m
//  LedgerlineTests
//

#import <Quick/Quick.h>
#import <Nimble/Nimble.h>
#import <OHHTTPStubs/HTTPStubs.h>
#import "LDLFeedRepository.h"

QuickSpecBegin(FeedRepositorySpec)

describe(@"FeedRepository", ^{
    __block LDLFeedRepository *repository;

    beforeEach(^{
        [HTTPStubs stubRequestsPassingTest:^BOOL(NSURLRequest *request) {
            return [request.URL.path isEqualToString:@"/v2/feed"];
        } withStubResponse:^HTTPStubsResponse *(NSURLRequest *request) {
            return [HTTPStubsResponse responseWithFileAtPath:OHPathForFile(@"feed.json", self.class) statusCode:200 headers:nil];
        }];
        repository = [[LDLFeedRepository alloc] initWithBaseURL:[NSURL URLWithString:@"https://api.ledgerline.test"]];
    });

    afterEach(^{
        [HTTPStubs removeAllStubs];
    });

    context(@"when fetching", ^{
        it(@"delivers the parsed entries", ^{
            waitUntil(^(void (^done)(void)) {
                [repository fetchEntriesWithCompletion:^(NSArray *entries, NSError *error) {
                    expect(error).to(beNil());
                    expect(@(entries.count)).to(equal(@12));
                    done();
                }];
            });
        });
    });
});

QuickSpecEnd
