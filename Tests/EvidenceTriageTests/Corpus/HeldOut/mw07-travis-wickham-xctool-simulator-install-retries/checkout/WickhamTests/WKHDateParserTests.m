#import <XCTest/XCTest.h>
#import "WKHDateParser.h"

@interface WKHDateParserTests : XCTestCase
@end

@implementation WKHDateParserTests

- (void)testParsesISO8601 {
    XCTAssertNotNil([WKHDateParser dateFromString:@"2016-04-21T09:15:00Z"]);
}

- (void)testParsesRFC822WithoutSeconds {
    NSDate *date = [WKHDateParser dateFromString:@"Thu, 21 Apr 2016 09:15 +0000"];
    XCTAssertNotNil(date, @"RFC 822 dates may omit seconds");
}

@end
