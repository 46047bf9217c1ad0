using Foundation;
using UIKit;
using Xunit;

namespace TallyhoField.DeviceTests;

public class BackgroundModeTests
{
    static string[] BackgroundModes()
    {
        var modes = NSBundle.MainBundle.InfoDictionary["UIBackgroundModes"] as NSArray;
        return modes is null ? [] : NSArray.StringArrayFromHandle(modes.Handle);
    }

    [Fact]
    public void BuiltInfoPlistPermitsUploadTask()
    {
        var ids = NSBundle.MainBundle.InfoDictionary["BGTaskSchedulerPermittedIdentifiers"] as NSArray;
        Assert.Contains("com.tallyho.field.upload", NSArray.StringArrayFromHandle(ids!.Handle));
    }

    [Fact]
    public void UploadTaskRegisteredAtLaunch()
    {
        Assert.True(DiagnosticsRecorder.LastRegistration("com.tallyho.field.upload")?.Succeeded);
    }

    // The 6-hourly field sync rides on legacy background fetch
    // (MauiProgram: iOSLifecycle.PerformFetch). Without "fetch" in the BUILT
    // app's UIBackgroundModes iOS never calls it. Note: the UIKit console
    // warning about performFetchWithCompletionHandler is printed by every MAUI
    // app (MauiUIApplicationDelegate implements it), so it proves nothing;
    // this test reads the bundle instead.
    [Fact]
    public void BuiltInfoPlistDeclaresFetch()
    {
        var modes = BackgroundModes();
        Assert.Contains("fetch", modes);
    }

    [Fact]
    public async Task PerformFetchHandlerCompletesWithNewData()
    {
        var result = await FieldSyncService.Current.RunFromBackgroundFetchAsync(new FakeFieldApi(changes: 2));
        Assert.Equal(UIBackgroundFetchResult.NewData, result);
    }
}
