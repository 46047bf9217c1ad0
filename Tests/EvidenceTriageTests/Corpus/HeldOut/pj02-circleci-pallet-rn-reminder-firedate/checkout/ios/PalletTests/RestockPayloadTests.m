#import <XCTest/XCTest.h>
#import <React/RCTConvert.h>

@interface RestockPayloadTests : XCTestCase
@end

@implementation RestockPayloadTests

- (NSDictionary *)fixture
{
  NSURL *url = [[NSBundle bundleForClass:self.class] URLForResource:@"restock-payload" withExtension:@"json"];
  return [NSJSONSerialization JSONObjectWithData:[NSData dataWithContentsOfURL:url] options:0 error:nil];
}

- (void)testRestockPayloadCarriesFireDate
{
  NSDictionary *payload = [self fixture];
  NSDate *fireDate = [RCTConvert NSDate:payload[@"fireDate"]];
  XCTAssertNotNil(fireDate, @"fireDate from JS payload did not convert");
}

- (void)testRestockPayloadCategory
{
  XCTAssertEqualObjects([self fixture][@"category"], @"RESTOCK");
}

@end
