using UnityEditor;
using UnityEditor.Build;

namespace Skiffrun.CI
{
    public static class BuildIOS
    {
        /// Jenkins entry point: Development build with the UI-test hooks.
        public static void Run()
        {
            PlayerSettings.SetScriptingDefineSymbols(NamedBuildTarget.iOS, "SKIFF_UITEST_HOOKS");
            BuildPipeline.BuildPlayer(new BuildPlayerOptions
            {
                scenes = new[] { "Assets/Scenes/Boot.unity", "Assets/Scenes/Harbor.unity" },
                locationPathName = "build/ios-xcode",
                target = BuildTarget.iOS,
                options = BuildOptions.Development,
            });
        }
    }
}
