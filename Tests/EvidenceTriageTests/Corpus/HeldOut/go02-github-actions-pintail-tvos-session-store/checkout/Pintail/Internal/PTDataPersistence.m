//
//  PTDataPersistence.m
//  Pintail
//

#import "PTDataPersistence.h"

static NSString * const kPTSessionDefaultsKey = @"PTSessionDictionary";

@interface PTDataPersistence ()
@property (nonatomic, copy) NSString *namespace;
@property (nonatomic, strong) NSUserDefaults *defaults;
@end

@implementation PTDataPersistence

+ (instancetype)dataPersistenceForNamespace:(NSString *)namespace {
    static NSMutableDictionary<NSString *, PTDataPersistence *> *instances;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ instances = [NSMutableDictionary dictionary]; });
    @synchronized (instances) {
        PTDataPersistence *instance = instances[namespace];
        if (!instance) {
            instance = [[PTDataPersistence alloc] initWithNamespace:namespace];
            instances[namespace] = instance;
        }
        return instance;
    }
}

- (instancetype)initWithNamespace:(NSString *)namespace {
    if (self = [super init]) {
        _namespace = [namespace copy];
        _defaults = [NSUserDefaults standardUserDefaults];
    }
    return self;
}

- (nullable NSDictionary *)session {
    return [self.defaults dictionaryForKey:[self sessionKey]];
}

- (void)setSession:(nullable NSDictionary *)session {
    [self.defaults setObject:session forKey:[self sessionKey]];
}

- (NSString *)sessionKey {
#if TARGET_OS_TV || TARGET_OS_WATCH
    // tvOS and watchOS keep the session in NSUserDefaults only (no file storage).
    return kPTSessionDefaultsKey;
#else
    return [NSString stringWithFormat:@"%@_%@", kPTSessionDefaultsKey, self.namespace];
#endif
}

@end
