//
//  KWAmountFormatter.m
//  KestrelWallet
//

#import "KWAmountFormatter.h"

static const int64_t KWDuffsPerDash = 100000000;

@implementation KWAmountFormatter

+ (NSString *)stringForDuffs:(int64_t)duffs {
    NSNumberFormatter *formatter = [[NSNumberFormatter alloc] init];
    formatter.locale = [NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"];
    formatter.numberStyle = NSNumberFormatterDecimalStyle;
    formatter.usesGroupingSeparator = NO;
    formatter.maximumFractionDigits = 6;
    NSDecimalNumber *dash = [[NSDecimalNumber decimalNumberWithMantissa:(unsigned long long)llabs(duffs) exponent:0 isNegative:duffs < 0]
        decimalNumberByDividingBy:[NSDecimalNumber decimalNumberWithMantissa:KWDuffsPerDash exponent:0 isNegative:NO]];
    return [NSString stringWithFormat:@"%@ DASH", [formatter stringFromNumber:dash]];
}

@end
