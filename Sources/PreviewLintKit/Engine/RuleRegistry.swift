/// Every built-in rule type. A test checks that this list and `Rules/*.yml` name the same ids.
public enum RuleRegistry {
    public static let ruleTypes: [any Rule.Type] = [
        CustomRulesRule.self,
        DivergedSharedDeclarationRule.self,
        DivergedTargetCopyRule.self,
        UnbuiltCopyRule.self,
        DuplicatedFormattingRule.self,
        IdenticalTargetCopyRule.self,
        LiveActivityPresentationWithoutPreviewRule.self,
        MotherObjectShapeRule.self,
        PreviewCopiesViewRule.self,
        PreviewDuplicatedFixtureRule.self,
        PreviewFixtureOutsideDebugRule.self,
        PreviewHardcodedFormatRule.self,
        PreviewInlineStateRule.self,
        PreviewLiveDependencyRule.self,
        PreviewOnlyDeclarationRule.self,
        PreviewStateBypassRule.self,
        ReimplementedFormatterRule.self,
        SuperfluousDisableRule.self,
        UnnamedPreviewRule.self,
        UnsharedFormattingRule.self,
        WidgetFamilyWithoutPreviewRule.self,
    ]
}
