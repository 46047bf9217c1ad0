//
//  TokenParserTests.m
//  PalisadeAuthCommonTests
//

#import <XCTest/XCTest.h>
#import <PalisadeAuthCommon/PALTokenParser.h>
#import "PALTestTokens.h"

@interface TokenParserTests : XCTestCase
@end

@implementation TokenParserTests

- (void)test_RejectsTokenWithTwoParts {
    NSError *error = nil;
    PALTokenClaims *claims = [PALTokenParser claimsFromToken:@"header.payload" error:&error];
    XCTAssertNil(claims);
    XCTAssertEqual(error.code, PALTokenParserErrorMalformed);
}

- (void)test_ParsesExpiryFromPaddedPayload {
    // {"exp":1893456000,"sub":"user-1"} encodes to a payload whose length is a multiple of 4.
    NSString *token = [PALTestTokens unsignedTokenWithClaims:@{@"exp": @1893456000, @"sub": @"user-1"}];
    PALTokenClaims *claims = [PALTokenParser claimsFromToken:token error:nil];
    XCTAssertNotNil(claims);
    XCTAssertEqual(claims.expiresOn, 1893456000);
}

// base64url (RFC 7515 section 2) drops the '=' padding: a payload whose byte count is
// not a multiple of 3 arrives with a segment length that is not a multiple of 4.
- (void)test_ParsesExpiryFromUnpaddedPayload {
    NSString *token = [PALTestTokens unsignedTokenWithClaims:@{@"exp": @1893456000, @"sub": @"user-7f3b"}];
    NSError *error = nil;
    PALTokenClaims *claims = [PALTokenParser claimsFromToken:token error:&error];
    XCTAssertNotNil(claims);
    XCTAssertEqual(claims.expiresOn, 1893456000);
}

@end
