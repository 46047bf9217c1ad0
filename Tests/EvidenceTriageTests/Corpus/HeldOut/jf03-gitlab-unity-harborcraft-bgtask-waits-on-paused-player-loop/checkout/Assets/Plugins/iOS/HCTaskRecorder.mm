#import "HCTaskRecorder.h"
#import <UIKit/UIKit.h>

void HCRecord(NSString *identifier, NSString *kind, NSString *phase, BOOL succeeded, NSString *errorType) {
    static dispatch_queue_t queue;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ queue = dispatch_queue_create("com.pebblecove.harborcraft.recorder", DISPATCH_QUEUE_SERIAL); });
    NSISO8601DateFormatter *iso = [NSISO8601DateFormatter new];
    NSMutableDictionary *record = [@{
        @"schema": @"evidence.diagnostic/v1", @"identifier": identifier, @"taskKind": kind, @"phase": phase,
        @"outcome": succeeded ? @"succeeded" : @"failed", @"errorType": errorType ?: [NSNull null],
        @"timestamp": [iso stringFromDate:[NSDate date]],
    } mutableCopy];
    NSString *test = NSProcessInfo.processInfo.environment[@"EVIDENCE_CURRENT_TEST"];
    if (test) record[@"test"] = test;
    dispatch_sync(queue, ^{
        NSURL *dir = [[NSFileManager.defaultManager URLsForDirectory:NSCachesDirectory inDomains:NSUserDomainMask].firstObject
                      URLByAppendingPathComponent:@"evidence" isDirectory:YES];
        [NSFileManager.defaultManager createDirectoryAtURL:dir withIntermediateDirectories:YES attributes:nil error:nil];
        NSURL *file = [dir URLByAppendingPathComponent:@"diagnostics.jsonl"];
        NSMutableData *line = [[NSJSONSerialization dataWithJSONObject:record options:NSJSONWritingSortedKeys error:nil] mutableCopy];
        [line appendData:[@"\n" dataUsingEncoding:NSUTF8StringEncoding]];
        NSFileHandle *handle = [NSFileHandle fileHandleForWritingToURL:file error:nil];
        if (handle) { [handle seekToEndOfFile]; [handle writeData:line]; [handle closeFile]; }
        else { [line writeToURL:file atomically:YES]; }
    });
}

extern "C" void HC_RecordExecution(bool success) {
    HCRecord(@"com.pebblecove.harborcraft.cloudsave", @"processing", @"execution", success, nil);
}

static UILabel *gStatusLabel;
extern "C" void HC_SetDebugStatus(const char *status) {
    NSString *text = [NSString stringWithUTF8String:status];
    dispatch_async(dispatch_get_main_queue(), ^{
        if (!gStatusLabel) {
            gStatusLabel = [[UILabel alloc] initWithFrame:CGRectMake(8, 44, 300, 18)];
            gStatusLabel.accessibilityIdentifier = @"cloudsave-status";
            gStatusLabel.font = [UIFont systemFontOfSize:10];
            [UIApplication.sharedApplication.keyWindow addSubview:gStatusLabel];
        }
        gStatusLabel.text = text;
    });
}
