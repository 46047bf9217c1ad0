/*
 * cordova-plugin-app-event 1.1.0
 * Swizzles -[CDVPlugin pluginInitialize] so plugins can observe app events.
 */

#import "CDVPlugin+APPAppEvent.h"
#import <objc/runtime.h>

static IMP orig_pluginInitialize;

@implementation CDVPlugin (APPAppEvent)

+ (void) load
{
    orig_pluginInitialize = [self exchange_init_methods];
}

+ (IMP) exchange_init_methods
{
    IMP swizzleImp = imp_implementationWithBlock(^(void *me) {
        swizzled_pluginInitialize((__bridge id)me, @selector(pluginInitialize));
    });
    Method origMethod = class_getInstanceMethod(self, @selector(pluginInitialize));
    return method_setImplementation(origMethod, swizzleImp);
}

void swizzled_pluginInitialize(id self, SEL _cmd)
{
    if (orig_pluginInitialize) {
        ((void(*)(id, SEL))orig_pluginInitialize)(self, _cmd);
    }
    [self performSelector:@selector(pluginInitialize)];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(didReceiveLocalNotification:)
                                                 name:CDVLocalNotification
                                               object:nil];
}

@end
