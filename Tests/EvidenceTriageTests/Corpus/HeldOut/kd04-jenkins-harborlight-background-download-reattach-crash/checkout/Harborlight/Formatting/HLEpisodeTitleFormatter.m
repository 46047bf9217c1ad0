#import "HLEpisodeTitleFormatter.h"

@implementation HLEpisodeTitleFormatter

- (NSString *)displayTitleForEpisodeTitle:(NSString *)title showName:(NSString *)showName {
    NSString *trimmed = [title stringByTrimmingCharactersInSet:NSCharacterSet.whitespaceCharacterSet];
    NSString *prefix = [showName stringByAppendingString:@": "];
    if ([trimmed hasPrefix:prefix]) {
        return [trimmed substringFromIndex:prefix.length];
    }
    return trimmed;
}

@end
