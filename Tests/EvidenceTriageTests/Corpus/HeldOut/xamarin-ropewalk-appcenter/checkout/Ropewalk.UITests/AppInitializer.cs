using Xamarin.UITest;
using Xamarin.UITest.iOS;

namespace Ropewalk.UITests
{
    public static class AppInitializer
    {
        public static iOSApp StartApp()
        {
            return ConfigureApp
                .iOS
                .EnableLocalScreenshots()
                .StartApp(Xamarin.UITest.Configuration.AppDataMode.Clear);
        }
    }
}
