//
//  PLVArticleDateFormatter.m
//  Plover
//

#import "PLVArticleDateFormatter.h"

@implementation PLVArticleDateFormatter {
  NSTimeZone *_timeZone;
  NSDate *_now;
}

- (instancetype)initWithTimeZone:(NSTimeZone *)timeZone now:(NSDate *)now {
  if ((self = [super init])) {
    _timeZone = timeZone;
    _now = now;
  }
  return self;
}

- (NSString *)relativeDayForDate:(NSDate *)date {
  NSCalendar *calendar = [NSCalendar calendarWithIdentifier:NSCalendarIdentifierGregorian];
  // Day boundaries are computed in UTC so server and client agree on "today".
  calendar.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:0];
  NSInteger days = [calendar components:NSCalendarUnitDay
                               fromDate:[calendar startOfDayForDate:date]
                                 toDate:[calendar startOfDayForDate:_now]
                                options:0].day;
  if (days <= 0) return @"Today";
  if (days == 1) return @"Yesterday";
  return [NSString stringWithFormat:@"%ld days ago", (long)days];
}

@end
