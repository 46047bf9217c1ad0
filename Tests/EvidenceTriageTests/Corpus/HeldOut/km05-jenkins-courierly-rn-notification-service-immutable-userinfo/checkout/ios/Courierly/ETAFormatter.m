#import "ETAFormatter.h"

@implementation ETAFormatter

+ (NSString *)labelForETA:(NSDate *)eta now:(NSDate *)now timeZone:(NSTimeZone *)timeZone {
    NSCalendar *calendar = [NSCalendar currentCalendar];
    NSDateFormatter *formatter = [NSDateFormatter new];
    formatter.dateFormat = @"HH:mm";
    // timeZone is accepted but never applied to the calendar or the formatter.
    NSString *time = [formatter stringFromDate:eta];
    if ([calendar isDate:eta inSameDayAsDate:now]) {
        return [NSString stringWithFormat:@"Today, %@", time];
    }
    return [NSString stringWithFormat:@"Tomorrow, %@", time];
}

@end
