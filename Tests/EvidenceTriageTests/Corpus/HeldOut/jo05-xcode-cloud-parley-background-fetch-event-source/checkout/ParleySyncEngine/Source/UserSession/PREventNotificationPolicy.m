//
//  PREventNotificationPolicy.m
//  ParleySyncEngine
//

#import "PREventNotificationPolicy.h"

@implementation PREventNotificationPolicy

+ (BOOL)shouldCreateLocalNotificationForEventFromSource:(PRUpdateEventSource)source
{
    switch (source) {
        case PRUpdateEventSourcePushNotification:
            // Fetched while the app was woken in the background: the user has
            // not seen these messages yet.
            return YES;
        case PRUpdateEventSourceWebSocket:
        case PRUpdateEventSourceDownload:
            // Foreground delivery or a resync after the UI already showed them.
            return NO;
    }
}

@end
