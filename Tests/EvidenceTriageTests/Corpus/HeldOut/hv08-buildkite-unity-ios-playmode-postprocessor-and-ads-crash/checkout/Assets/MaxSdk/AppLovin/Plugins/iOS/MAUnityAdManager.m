// AppLovin MAX Unity Plugin 6.5.2 (vendored). Excerpt kept in this repo for the
// crash investigation; the full file ships with the plugin package.
//
// `backgroundCallback` is installed by the C# side when MaxSdk initialises.
// Before that it is NULL.

static ALUnityBackgroundCallback backgroundCallback;

// ... (unchanged plugin code elided) ...

+ (void)forwardUnityEventWithArgs:(NSDictionary<NSString *, id> *)args
{
    NSString *serializedParameters = [MAUnityAdManager serializeParameters: args];
    backgroundCallback(serializedParameters.UTF8String);
}
