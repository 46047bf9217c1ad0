//
//  PTSession.m
//  Pintail
//
//  Client-side session tracking: session id, index, foreground/background timeouts.
//

#import "PTSession.h"
#import "PTDataPersistence.h"
#import "PTLogger.h"
#import "PTUtilities.h"

NSString * const kPTSessionIdKey = @"sessionId";
NSString * const kPTSessionIndexKey = @"sessionIndex";
NSString * const kPTSessionPreviousIdKey = @"previousSessionId";
NSString * const kPTSessionFirstEventIdKey = @"firstEventId";
NSString * const kPTSessionStorageKey = @"storageMechanism";

@interface PTSession ()
@property (nonatomic, copy, nullable) NSString *sessionId;
@property (nonatomic, copy, nullable) NSString *previousSessionId;
@property (nonatomic) NSInteger sessionIndex;
@property (nonatomic, copy, nullable) NSString *firstEventId;
@property (nonatomic) NSInteger foregroundTimeout;
@property (nonatomic) NSInteger backgroundTimeout;
@property (nonatomic) NSTimeInterval lastSessionCheck;
@property (nonatomic) BOOL inBackground;
@property (nonatomic, strong) dispatch_queue_t sessionQueue;
@property (nonatomic, strong, nullable) NSURL *sessionFileURL;
@property (nonatomic, strong) PTDataPersistence *dataPersistence;
@end

@implementation PTSession

- (instancetype)initWithForegroundTimeout:(NSInteger)foregroundTimeout
                        backgroundTimeout:(NSInteger)backgroundTimeout
                                namespace:(NSString *)namespace {
    if (self = [super init]) {
        _foregroundTimeout = foregroundTimeout * 1000;
        _backgroundTimeout = backgroundTimeout * 1000;
        _inBackground = NO;
        _sessionQueue = dispatch_queue_create("com.pintail.session", DISPATCH_QUEUE_SERIAL);
        _dataPersistence = [PTDataPersistence dataPersistenceForNamespace:namespace];
        _sessionFileURL = [self sessionFileURLForNamespace:namespace];

        NSDictionary *stored = _dataPersistence.session;
        if (stored) {
            _sessionId = stored[kPTSessionIdKey];
            _previousSessionId = stored[kPTSessionPreviousIdKey];
            _sessionIndex = [stored[kPTSessionIndexKey] integerValue];
        }
        _lastSessionCheck = [PTUtilities getTimestamp].doubleValue;
    }
    return self;
}

#pragma mark - Storage location

- (nullable NSURL *)sessionFileURLForNamespace:(NSString *)namespace {
    NSFileManager *fileManager = [NSFileManager defaultManager];
    NSURL *supportURL = [[fileManager URLsForDirectory:NSApplicationSupportDirectory
                                             inDomains:NSUserDomainMask] lastObject];
    NSURL *directoryURL = [supportURL URLByAppendingPathComponent:@"pintail" isDirectory:YES];
    NSError *error = nil;
    BOOL created = [fileManager createDirectoryAtURL:directoryURL
                         withIntermediateDirectories:YES
                                          attributes:nil
                                               error:&error];
    if (!created) {
        PTLogError(@"Failed to create session directory: %@", error);
        return nil;
    }
    NSString *fileName = [NSString stringWithFormat:@"session_%@.plist", PTSanitizedNamespace(namespace)];
    return [directoryURL URLByAppendingPathComponent:fileName isDirectory:NO];
}

#pragma mark - Public

- (NSDictionary *)sessionDictionaryWithEventId:(NSString *)eventId {
    __block NSDictionary *result = nil;
    dispatch_sync(self.sessionQueue, ^{
        [self updateSessionIfNeededForEventId:eventId];
        result = [self currentSessionDictionary];
    });
    return result;
}

- (void)updateInBackground {
    dispatch_async(self.sessionQueue, ^{
        self.inBackground = YES;
    });
}

- (void)updateInForeground {
    dispatch_async(self.sessionQueue, ^{
        self.inBackground = NO;
    });
}

- (void)pauseAndPersist {
    dispatch_sync(self.sessionQueue, ^{
        [self writeSessionToFile];
    });
}

#pragma mark - Session state

- (void)updateSessionIfNeededForEventId:(NSString *)eventId {
    NSTimeInterval now = [PTUtilities getTimestamp].doubleValue;
    NSInteger timeout = self.inBackground ? self.backgroundTimeout : self.foregroundTimeout;
    BOOL expired = self.sessionId == nil || (now - self.lastSessionCheck) > timeout;
    if (expired) {
        self.previousSessionId = self.sessionId;
        self.sessionId = [PTUtilities getUUIDString];
        self.sessionIndex += 1;
        self.firstEventId = eventId;
        [self.dataPersistence setSession:[self currentSessionDictionary]];
    }
    self.lastSessionCheck = now;
}

- (NSDictionary *)currentSessionDictionary {
    NSMutableDictionary *dict = [NSMutableDictionary dictionary];
    dict[kPTSessionIdKey] = self.sessionId ?: @"";
    dict[kPTSessionPreviousIdKey] = self.previousSessionId ?: [NSNull null];
    dict[kPTSessionIndexKey] = @(self.sessionIndex);
    dict[kPTSessionFirstEventIdKey] = self.firstEventId ?: [NSNull null];
    dict[kPTSessionStorageKey] = @"LOCAL_STORAGE";
    return [dict copy];
}

#pragma mark - Legacy file storage (kept for trackers upgraded from 1.x)

- (NSDictionary *)legacySessionDictionary {
    if (self.sessionFileURL == nil) {
        return nil;
    }
    return [NSDictionary dictionaryWithContentsOfURL:self.sessionFileURL];
}

- (void)removeLegacySessionFile {
    if (self.sessionFileURL == nil) {
        return;
    }
    [[NSFileManager defaultManager] removeItemAtURL:self.sessionFileURL error:nil];
}

- (void)migrateLegacySessionIfNeeded {
    NSDictionary *legacy = [self legacySessionDictionary];
    if (legacy == nil) {
        return;
    }
    self.sessionId = legacy[kPTSessionIdKey];
    self.previousSessionId = legacy[kPTSessionPreviousIdKey];
    self.sessionIndex = [legacy[kPTSessionIndexKey] integerValue];
    [self.dataPersistence setSession:[self currentSessionDictionary]];
    [self removeLegacySessionFile];
}

#pragma mark - Persistence

// Writes the session so the next launch continues the same index. The file is
// the authoritative copy on iOS and macOS; NSUserDefaults mirrors it.
- (void)writeSessionToFile {
    NSDictionary *dict = [self currentSessionDictionary];
    NSAssert(self.sessionFileURL != nil, @"Session file URL must be set before writing");
    NSError *error = nil;
    NSData *data = [NSPropertyListSerialization dataWithPropertyList:dict
                                                              format:NSPropertyListBinaryFormat_v1_0
                                                             options:0
                                                               error:&error];
    if (![data writeToURL:self.sessionFileURL options:NSDataWritingAtomic error:&error]) {
        PTLogError(@"Failed to persist session: %@", error);
    }
    [self.dataPersistence setSession:dict];
}

@end
