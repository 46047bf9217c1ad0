//
//  ArticleDateFormatterTests.m
//  PloverTests
//

#import <XCTest/XCTest.h>
#import "PLVArticleDateFormatter.h"

@interface ArticleDateFormatterTests : XCTestCase
@property (nonatomic, strong) NSTimeZone *berlin;
@property (nonatomic, strong) NSDateFormatter *iso;
@end

@implementation ArticleDateFormatterTests

- (void)setUp {
  self.berlin = [NSTimeZone timeZoneWithName:@"Europe/Berlin"];
  self.iso = [NSDateFormatter new];
  self.iso.locale = [NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"];
  self.iso.dateFormat = @"yyyy-MM-dd'T'HH:mm:ssZZZZZ";
}

- (void)testRelativeDateTodayInBerlin {
  NSDate *now = [self.iso dateFromString:@"2026-03-02T10:00:00+01:00"];
  NSDate *published = [self.iso dateFromString:@"2026-03-02T08:15:00+01:00"];
  PLVArticleDateFormatter *formatter = [[PLVArticleDateFormatter alloc] initWithTimeZone:self.berlin now:now];
  XCTAssertEqualObjects([formatter relativeDayForDate:published], @"Today");
}

- (void)testRelativeDateJustAfterMidnightInBerlinIsToday {
  // 00:30 Berlin on 2 March is 23:30 UTC on 1 March — still "today" for a Berlin reader.
  NSDate *now = [self.iso dateFromString:@"2026-03-02T10:00:00+01:00"];
  NSDate *published = [self.iso dateFromString:@"2026-03-02T00:30:00+01:00"];
  PLVArticleDateFormatter *formatter = [[PLVArticleDateFormatter alloc] initWithTimeZone:self.berlin now:now];
  XCTAssertEqualObjects([formatter relativeDayForDate:published], @"Today");
}

@end
