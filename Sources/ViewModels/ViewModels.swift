import Models
/// One ViewModel per page.
public enum ViewModels {}
