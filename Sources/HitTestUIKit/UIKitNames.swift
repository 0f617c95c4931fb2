// UIKit's class and protocol names, each the HitTestKit type of the same rules.

/// UIKit's name for ``HitTestKit/Responder``.
public typealias UIResponder = Responder
/// UIKit's name for ``HitTestKit/View``.
public typealias UIView = View
/// UIKit's name for ``HitTestKit/Window``.
public typealias UIWindow = Window
/// UIKit's name for ``HitTestKit/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's name for ``HitTestKit/Application``; there is no `shared` instance (each scenario makes its own).
public typealias UIApplication = Application
/// UIKit's name for ``HitTestKit/Control``.
public typealias UIControl = Control
/// UIKit's name for ``HitTestKit/Button``.
public typealias UIButton = Button
/// UIKit's name for ``HitTestKit/HoverGestureRecognizer``.
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer
/// UIKit's name for ``HitTestKit/Slider``.
public typealias UISlider = Slider
/// UIKit's name for ``HitTestKit/PageControl``.
public typealias UIPageControl = PageControl
/// UIKit's name for ``HitTestKit/Label``.
public typealias UILabel = Label
/// UIKit's name for ``HitTestKit/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's name for ``HitTestKit/Image``.
public typealias UIImage = Image
/// UIKit's name for ``HitTestKit/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's name for ``HitTestKit/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's name for ``HitTestKit/Touch``.
public typealias UITouch = Touch
/// UIKit's name for ``HitTestKit/Event``.
public typealias UIEvent = Event
/// UIKit's name for ``HitTestKit/GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's name for ``HitTestKit/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's name for ``HitTestKit/TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's name for ``HitTestKit/PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's name for ``HitTestKit/LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's name for ``HitTestKit/PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's name for ``HitTestKit/RotationGestureRecognizer``.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIKit's name for ``HitTestKit/SwipeGestureRecognizer``.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's name for ``HitTestKit/ScreenEdgePanGestureRecognizer``.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's name for ``HitTestKit/BezierPath``, a value type here: declare a path you build with `var`.
public typealias UIBezierPath = BezierPath
/// UIKit's name for ``HitTestKit/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's name for ``HitTestKit/RectEdge``.
public typealias UIRectEdge = RectEdge
/// Core Animation's name for a view's ``HitTestKit/Layer``.
public typealias CALayer = Layer

// The pre-Swift 4.2 spellings of nested types that UIKit code still uses.

/// UIKit's older name for ``HitTestKit/GestureRecognizer/State``.
public typealias UIGestureRecognizerState = GestureRecognizer.State
/// UIKit's older name for ``HitTestKit/ControlEvent`` (`UIControl.Event`).
public typealias UIControlEvents = ControlEvent
/// UIKit's older name for ``HitTestKit/Control/State``.
public typealias UIControlState = Control.State
/// UIKit's older name for ``HitTestKit/Touch/Phase``.
public typealias UITouchPhase = Touch.Phase
/// UIKit's older name for ``HitTestKit/ContentMode`` (`UIView.ContentMode`).
public typealias UIViewContentMode = ContentMode
/// UIKit's older name for ``HitTestKit/View/AnimationOptions`` (`UIView.AnimationOptions`).
public typealias UIViewAnimationOptions = View.AnimationOptions
/// UIKit's older name for ``HitTestKit/View/AnimationCurve`` (`UIView.AnimationCurve`).
public typealias UIViewAnimationCurve = View.AnimationCurve
/// UIKit's name for ``HitTestKit/TableView``.
public typealias UITableView = TableView
/// UIKit's name for ``HitTestKit/TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's name for ``HitTestKit/TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's name for ``HitTestKit/TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's name for ``HitTestKit/Color``.
public typealias UIColor = Color
/// UIKit's name for ``HitTestKit/Screen``.
public typealias UIScreen = Screen
/// UIKit's name for ``HitTestKit/Action``.
public typealias UIAction = Action
/// UIKit's name for ``HitTestKit/TextField``.
public typealias UITextField = TextField
/// UIKit's name for ``HitTestKit/TextFieldDelegate``.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's name for ``HitTestKit/KeyInput``.
public typealias UIKeyInput = KeyInput
/// UIKit's name for ``HitTestKit/NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's name for ``HitTestKit/ModalPresentationStyle`` (`UIModalPresentationStyle`).
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's name for ``HitTestKit/PresentationController``.
public typealias UIPresentationController = PresentationController
/// UIKit's name for ``HitTestKit/SheetPresentationController``.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's name for ``HitTestKit/AdaptivePresentationControllerDelegate``.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's name for ``HitTestKit/SheetPresentationControllerDelegate``.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// UIKit's name for ``HitTestKit/CollectionView``.
public typealias UICollectionView = CollectionView
/// UIKit's name for ``HitTestKit/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's name for ``HitTestKit/CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for ``HitTestKit/CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for ``HitTestKit/CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for ``HitTestKit/CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's name for ``HitTestKit/CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's name for ``HitTestKit/ContextualAction``.
public typealias UIContextualAction = ContextualAction
/// UIKit's name for ``HitTestKit/SwipeActionsConfiguration``.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
