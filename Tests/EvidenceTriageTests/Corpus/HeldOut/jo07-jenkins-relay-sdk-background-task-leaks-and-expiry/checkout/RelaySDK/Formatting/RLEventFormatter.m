//
//  RLEventFormatter.m
//  RelaySDK
//

#import "RLEventFormatter.h"

@implementation RLEventFormatter

- (NSString *)summaryForMembershipChanges:(NSArray<RLMembershipChange *> *)changes
{
    NSArray *names = [changes valueForKeyPath:@"displayName"];
    // "Ana joined", "Ana and Bo joined", "Ana, Bo and Cy joined"
    return [NSString stringWithFormat:@"%@ joined", [names componentsJoinedByString:@", "]];
}

@end
