// PinyonHealthBridge.m — exported to React Native
#import <React/RCTBridgeModule.h>

@interface RCT_EXTERN_MODULE(PinyonHealthBridge, NSObject)
RCT_EXTERN_METHOD(requestAuthorization:(NSArray *)read write:(NSArray *)write resolve:(RCTPromiseResolveBlock)resolve reject:(RCTPromiseRejectBlock)reject)
RCT_EXTERN_METHOD(enabledBackgroundDelivery:(NSString *)typeIdentifier updateFrequency:(NSInteger)frequency withResolver:(RCTPromiseResolveBlock)resolve withRejector:(RCTPromiseRejectBlock)reject)
RCT_EXTERN_METHOD(saveQuantitySample:(NSString *)typeIdentifier unit:(NSString *)unit value:(double)value resolve:(RCTPromiseResolveBlock)resolve reject:(RCTPromiseRejectBlock)reject)
@end
