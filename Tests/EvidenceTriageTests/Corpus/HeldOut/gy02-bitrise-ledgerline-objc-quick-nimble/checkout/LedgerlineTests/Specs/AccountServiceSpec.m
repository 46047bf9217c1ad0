//
//  AccountServiceSpec.m
//  LedgerlineTests
//

#import <Quick/Quick.h>
#import <Nimble/Nimble.h>
#import <OHHTTPStubs/HTTPStubs.h>
#import "LDLAccountService.h"

QuickSpecBegin(AccountServiceSpec)

describe(@"AccountService", ^{
    __block LDLAccountService *service;

    beforeEach(^{
        [HTTPStubs stubRequestsPassingTest:^BOOL(NSURLRequest *request) {
            return [request.URL.path hasPrefix:@"/v2/accounts"];
        } withStubResponse:^HTTPStubsResponse *(NSURLRequest *request) {
            return [HTTPStubsResponse responseWithFileAtPath:OHPathForFile(@"accounts.json", self.class) statusCode:200 headers:nil];
        }];
        service = [[LDLAccountService alloc] initWithBaseURL:[NSURL URLWithString:@"https://api.ledgerline.test"]];
    });

    afterEach(^{
        [HTTPStubs removeAllStubs];
    });

    it(@"loads the account balances", ^{
        waitUntilTimeout(5, ^(void (^done)(void)) {
            [service loadBalancesWithCompletion:^(NSDictionary *balances, NSError *error) {
                expect(error).to(beNil());
                expect(balances[@"checking"]).toNot(beNil());
                done();
            }];
        });
    });
});

QuickSpecEnd
