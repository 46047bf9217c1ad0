//
//  MRDEventRepository.m
//  Meridian
//

#import "MRDEventRepository.h"
#import "MRDLogger.h"
#import "MRDServerConfig.h"
#import "MRDEventStore.h"
#import "MRDNetworkManager.h"

@implementation MRDEventRepository {
    dispatch_queue_t _repositoryQueue;
    MRDServerConfig *_serverConfig;   // nil until the first config fetch completes
    MRDEventStore *_store;
    MRDNetworkManager *_network;
    NSString *_dataPlaneURL;
}

- (instancetype)initWithConfig:(MRDConfig *)config store:(MRDEventStore *)store network:(MRDNetworkManager *)network {
    if ((self = [super init])) {
        _repositoryQueue = dispatch_queue_create("com.meridian.repository", DISPATCH_QUEUE_SERIAL);
        _store = store;
        _network = network;
        _dataPlaneURL = config.dataPlaneURL;
    }
    return self;
}

- (void)__initiateProcessor {
    dispatch_async(_repositoryQueue, ^{
        [self __flushEventsToServer:self->_store.pendingBatch];
    });
}

- (void)flushWithCompletion:(void (^)(BOOL))completion {
    dispatch_async(_repositoryQueue, ^{
        BOOL ok = [self __flushEventsToServer:self->_store.pendingBatch];
        if (completion) completion(ok);
    });
}

- (BOOL)__flushEventsToServer:(MRDEventBatch *)batch {
    if (batch.events.count == 0) {
        return YES;
    }
    // The server config may override the data plane (residency); fall back to the SDK config.
    NSString *base = _serverConfig.dataPlaneURL;
    NSURL *endpoint = [[NSURL alloc] initWithString:@"v1/batch" relativeToURL:[NSURL URLWithString:base]];
    MRDLogDebug(@"flushing %lu events to %@", (unsigned long)batch.events.count, endpoint);
    return [_network uploadBatch:batch toURL:endpoint];
}

@end
