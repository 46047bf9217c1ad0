#import "WRUploadReconnector.h"
#import <Foundation/Foundation.h>

static NSArray<NSURL *> *WRRestoredUploadURLs;

@implementation WRUploadReconnector

+ (void)load {
    // Reattach to background upload sessions left over from a previous launch.
    [self reconnectBackgroundSessions];
}

+ (void)reconnectBackgroundSessions {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    NSString *host = [defaults stringForKey:@"wren.upload.host"];
    NSArray<NSString *> *pending = [defaults stringArrayForKey:@"wren.upload.pending"] ?: @[];
    NSMutableArray<NSURL *> *urls = [NSMutableArray array];
    for (NSString *blob in pending) {
        [urls addObject:[NSURL URLWithString:[NSString stringWithFormat:@"https://%@/v3/blobs/%@", host, blob]]];
    }
    WRRestoredUploadURLs = urls;
    NSLog(@"[Upload] reconnecting %lu background task(s) host=%@", (unsigned long)urls.count, host);
}

+ (NSArray<NSURL *> *)restoredUploadURLs { return WRRestoredUploadURLs ?: @[]; }

@end
