#import "ReminderTriggerBuilder.h"

@implementation ReminderTriggerBuilder

// weekdayIndex comes from JS: 0 = Sunday ... 6 = Saturday
+ (UNCalendarNotificationTrigger *)weeklyTriggerForWeekday:(NSInteger)weekdayIndex hour:(NSInteger)hour minute:(NSInteger)minute
{
  NSDateComponents *c = [NSDateComponents new];
  c.weekday = weekdayIndex;
  c.hour = hour;
  c.minute = minute;
  return [UNCalendarNotificationTrigger triggerWithDateMatchingComponents:c repeats:YES];
}

@end
