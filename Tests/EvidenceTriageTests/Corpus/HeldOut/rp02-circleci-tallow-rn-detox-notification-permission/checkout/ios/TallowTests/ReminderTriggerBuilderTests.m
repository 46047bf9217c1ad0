#import <XCTest/XCTest.h>
#import "ReminderTriggerBuilder.h"

@interface ReminderTriggerBuilderTests : XCTestCase
@end

@implementation ReminderTriggerBuilderTests

- (void)testDailyReminderRepeats
{
  UNCalendarNotificationTrigger *t = [ReminderTriggerBuilder weeklyTriggerForWeekday:3 hour:8 minute:0];
  XCTAssertTrue(t.repeats);
}

- (void)testWeeklyReminderUsesWeekdayComponent
{
  // JS sends 1 for Monday; NSCalendar weekday for Monday is 2
  UNCalendarNotificationTrigger *t = [ReminderTriggerBuilder weeklyTriggerForWeekday:1 hour:9 minute:30];
  XCTAssertEqual(t.dateComponents.weekday, 2);
}

@end
