//
//  ObjCProactiveRefreshTests.m
//  PalisadeAuthCommonTests
//
//  Exercises the proactive refresh path of PALTokenCredential from Objective-C.
//

#import <XCTest/XCTest.h>
#import <PalisadeAuthCommon/PalisadeAuthCommon-Swift.h>
#import "PALTestTokens.h"

@interface ObjCProactiveRefreshTests : XCTestCase
@property (nonatomic) int fetchTokenCallCount;
@property (nonatomic) NSTimeInterval timeout;
@end

@implementation ObjCProactiveRefreshTests

- (void)setUp {
    [super setUp];
    self.fetchTokenCallCount = 0;
    self.timeout = 10.0;
}

- (PALTokenRefreshOptions *)optionsWithInitialToken:(NSString *)initialToken
                                     refreshedToken:(NSString *)refreshedToken {
    __weak ObjCProactiveRefreshTests *weakSelf = self;
    return [[PALTokenRefreshOptions alloc] initWithInitialToken:initialToken
                                             refreshProactively:YES
                                                 tokenRefresher:^(void (^block)(NSString * _Nullable, NSError * _Nullable)) {
        weakSelf.fetchTokenCallCount += 1;
        block(refreshedToken, nil);
    }];
}

- (void)test_ShouldNotBeCalledBeforeExpiringTime {
    XCTestExpectation *expectation = [self expectationWithDescription:@"test_ShouldNotBeCalledBeforeExpiringTime"];
    NSString *tokenValidFor15Mins = [PALTestTokens tokenValidForSeconds:15 * 60];
    PALTokenCredential *credential = [[PALTokenCredential alloc]
        initWithOptions:[self optionsWithInitialToken:tokenValidFor15Mins refreshedToken:[PALTestTokens longLivedToken]]
                  error:nil];
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        [credential tokenWithCompletionHandler:^(PALAccessToken * _Nullable accessToken, NSError * _Nullable error) {
            XCTAssertNotNil(accessToken);
            XCTAssertEqualObjects(accessToken.token, tokenValidFor15Mins);
            XCTAssertEqual(self.fetchTokenCallCount, 0);
            [expectation fulfill];
        }];
    });
    [self waitForExpectationsWithTimeout:self.timeout handler:^(NSError * _Nullable error) {
        [self failForTimeout:error testName:expectation.expectationDescription];
    }];
}

- (void)failForTimeout:(NSError * _Nullable)error testName:(NSString *)testName {
    if (error != nil) {
        XCTFail(@"%@ timeout exceeded!", testName);
    }
}

- (void)test_ShouldBeCalledImmediatelyWithExpiredToken {
    XCTestExpectation *expectation = [self expectationWithDescription:@"test_ShouldBeCalledImmediatelyWithExpiredToken"];
    PALTokenCredential *credential = [[PALTokenCredential alloc]
        initWithOptions:[self optionsWithInitialToken:[PALTestTokens expiredToken] refreshedToken:[PALTestTokens longLivedToken]]
                  error:nil];
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        [credential tokenWithCompletionHandler:^(PALAccessToken * _Nullable accessToken, NSError * _Nullable error) {
            XCTAssertNotNil(accessToken);
            XCTAssertEqual(self.fetchTokenCallCount, 1);
            [expectation fulfill];
        }];
    });
    [self waitForExpectationsWithTimeout:self.timeout handler:^(NSError * _Nullable error) {
        [self failForTimeout:error testName:expectation.expectationDescription];
    }];
}

- (void)test_ShouldGetCalledImmediatelyWithoutInitialToken {
    XCTestExpectation *expectation = [self expectationWithDescription:@"test_ShouldGetCalledImmediatelyWithoutInitialToken"];
    PALTokenCredential *credential = [[PALTokenCredential alloc]
        initWithOptions:[self optionsWithInitialToken:nil refreshedToken:[PALTestTokens longLivedToken]]
                  error:nil];
    [credential tokenWithCompletionHandler:^(PALAccessToken * _Nullable accessToken, NSError * _Nullable error) {
        XCTAssertNotNil(accessToken);
        XCTAssertEqual(self.fetchTokenCallCount, 1);
        [expectation fulfill];
    }];
    [self waitForExpectationsWithTimeout:self.timeout handler:^(NSError * _Nullable error) {
        [self failForTimeout:error testName:expectation.expectationDescription];
    }];
}

// The refresher is expected to fire once at (expiry - 600 s), i.e. about one second
// after the credential is created, and then again for the refreshed token one
// second later. Both refreshes ride on the credential's real dispatch timer.
- (void)test_ShouldBeCalledAgainAfterFirstRefreshCall {
    XCTestExpectation *expectation = [self expectationWithDescription:@"test_ShouldBeCalledAgainAfterFirstRefreshCall"];
    int expirySeconds = 10 * 60 + 1;
    NSString *initialToken = [PALTestTokens tokenValidForSeconds:expirySeconds];
    NSString *refreshedToken = [PALTestTokens tokenValidForSeconds:expirySeconds + 1];
    PALTokenCredential *credential = [[PALTokenCredential alloc]
        initWithOptions:[self optionsWithInitialToken:initialToken refreshedToken:refreshedToken]
                  error:nil];
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(3 * NSEC_PER_SEC)), dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        [credential tokenWithCompletionHandler:^(PALAccessToken * _Nullable accessToken, NSError * _Nullable error) {
            XCTAssertNotNil(accessToken);
            XCTAssertEqualObjects(accessToken.token, refreshedToken);
            XCTAssertEqual(self.fetchTokenCallCount, 2);
            [expectation fulfill];
        }];
    });
    [self waitForExpectationsWithTimeout:self.timeout handler:^(NSError * _Nullable error) {
        [self failForTimeout:error testName:expectation.expectationDescription];
    }];
}

- (void)test_ShouldNotCallWhenTokenStillValid {
    XCTestExpectation *expectation = [self expectationWithDescription:@"test_ShouldNotCallWhenTokenStillValid"];
    PALTokenCredential *credential = [[PALTokenCredential alloc]
        initWithOptions:[self optionsWithInitialToken:[PALTestTokens longLivedToken] refreshedToken:[PALTestTokens tokenValidForSeconds:15 * 60]]
                  error:nil];
    [credential tokenWithCompletionHandler:^(PALAccessToken * _Nullable accessToken, NSError * _Nullable error) {
        XCTAssertEqual(self.fetchTokenCallCount, 0);
        [expectation fulfill];
    }];
    [self waitForExpectationsWithTimeout:self.timeout handler:^(NSError * _Nullable error) {
        [self failForTimeout:error testName:expectation.expectationDescription];
    }];
}

@end
