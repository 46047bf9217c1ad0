#import <XCTest/XCTest.h>
#import "CurrencyFormatterModule.h"

@interface CurrencyFormatterModuleTests : XCTestCase
@end

@implementation CurrencyFormatterModuleTests

- (void)testFormatsEuroForGermanLocale
{
  CurrencyFormatterModule *m = [CurrencyFormatterModule new];
  XCTAssertEqualObjects([m format:1234.5 currency:@"EUR" locale:@"de_DE"], @"1.234,50\u00a0\u20ac");
}

- (void)testFormatsYenWithoutDecimals
{
  CurrencyFormatterModule *m = [CurrencyFormatterModule new];
  XCTAssertEqualObjects([m format:1234.5 currency:@"JPY" locale:@"ja_JP"], @"\uffe51,235");
}

@end
