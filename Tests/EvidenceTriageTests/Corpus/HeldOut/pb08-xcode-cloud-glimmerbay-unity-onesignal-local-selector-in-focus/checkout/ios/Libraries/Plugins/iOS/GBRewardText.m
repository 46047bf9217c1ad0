#import "GBRewardText.h"

@implementation GBRewardText

+ (NSString *)gems:(NSInteger)count locale:(NSLocale *)locale {
    if ([locale.languageCode isEqualToString:@"de"]) {
        return [NSString stringWithFormat:@"%ld Edelstein", (long)count];
    }
    return [NSString stringWithFormat:@"%ld %@", (long)count, count == 1 ? @"gem" : @"gems"];
}

@end
