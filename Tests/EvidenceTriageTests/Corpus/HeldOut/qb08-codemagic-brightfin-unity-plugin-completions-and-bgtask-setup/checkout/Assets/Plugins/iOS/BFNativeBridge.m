#import "BFNativeBridge.h"

@implementation BFNativeBridge

- (void)fetchLeaderboardForSeason:(NSInteger)season completion:(void (^)(NSArray *entries, NSError *error))completion {
    [self.api getLeaderboard:season completion:^(NSArray *entries, NSError *error) {
        if (error != nil) {
            BFLog(@"leaderboard %ld failed: %@", (long)season, error);
            return;
        }
        completion(entries, nil);
    }];
}

- (void)saveToCloud:(NSData *)blob completion:(void (^)(BOOL ok))completion {
    if (!self.api.isReachable) {
        BFLog(@"cloud save skipped: offline");
        return;
    }
    [self.api putSave:blob completion:^(NSError *error) { completion(error == nil); }];
}

@end
